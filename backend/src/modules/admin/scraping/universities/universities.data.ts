/**
 * The shipped scraping list: public universities of 15 countries with their public
 * course-catalogue entry pages. Student and course figures are rounded public estimates (labelled
 * as estimates in the console). Override with SCRAPING_UNIVERSITIES_FILE or SCRAPING_UNIVERSITIES_JSON.
 */
import type { UniversityConfig } from './universities.js';

export const SHIPPED_UNIVERSITIES: UniversityConfig[] = [
  { name: 'Massachusetts Institute of Technology', domain: 'mit.edu', country: 'US', countryName: 'United States', studentsEstimate: 11900, coursesEstimate: 2300, catalogueUrls: ['https://catalog.mit.edu/subjects/'] },
  { name: 'Stanford University', domain: 'stanford.edu', country: 'US', countryName: 'United States', studentsEstimate: 17500, coursesEstimate: 5000, catalogueUrls: ['https://explorecourses.stanford.edu/'] },
  { name: 'University of Oxford', domain: 'ox.ac.uk', country: 'GB', countryName: 'United Kingdom', studentsEstimate: 26000, coursesEstimate: 350, catalogueUrls: ['https://www.ox.ac.uk/admissions/graduate/courses/courses-a-z-listing'] },
  { name: 'University of Cambridge', domain: 'cam.ac.uk', country: 'GB', countryName: 'United Kingdom', studentsEstimate: 24000, coursesEstimate: 300, catalogueUrls: ['https://www.undergraduate.study.cam.ac.uk/courses'] },
  { name: 'Technical University of Munich', domain: 'tum.de', country: 'DE', countryName: 'Germany', studentsEstimate: 52000, coursesEstimate: 180, catalogueUrls: ['https://www.tum.de/en/studies/degree-programs'] },
  { name: 'Ludwig Maximilian University of Munich', domain: 'lmu.de', country: 'DE', countryName: 'Germany', studentsEstimate: 52000, coursesEstimate: 300, catalogueUrls: ['https://www.lmu.de/en/study/all-degrees-and-programs/'] },
  { name: 'Sorbonne University', domain: 'sorbonne-universite.fr', country: 'FR', countryName: 'France', studentsEstimate: 55000, coursesEstimate: 400, catalogueUrls: ['https://www.sorbonne-universite.fr/en/education'] },
  { name: 'University of Amsterdam', domain: 'uva.nl', country: 'NL', countryName: 'Netherlands', studentsEstimate: 42000, coursesEstimate: 3000, catalogueUrls: ['https://studiegids.uva.nl/'] },
  { name: 'ETH Zurich', domain: 'ethz.ch', country: 'CH', countryName: 'Switzerland', studentsEstimate: 25000, coursesEstimate: 4000, catalogueUrls: ['https://www.vvz.ethz.ch/'] },
  { name: 'University of Toronto', domain: 'utoronto.ca', country: 'CA', countryName: 'Canada', studentsEstimate: 97000, coursesEstimate: 6000, catalogueUrls: ['https://artsci.calendar.utoronto.ca/'] },
  { name: 'McGill University', domain: 'mcgill.ca', country: 'CA', countryName: 'Canada', studentsEstimate: 40000, coursesEstimate: 3500, catalogueUrls: ['https://www.mcgill.ca/study/'] },
  { name: 'University of Melbourne', domain: 'unimelb.edu.au', country: 'AU', countryName: 'Australia', studentsEstimate: 54000, coursesEstimate: 4000, catalogueUrls: ['https://handbook.unimelb.edu.au/'] },
  { name: 'The University of Tokyo', domain: 'u-tokyo.ac.jp', country: 'JP', countryName: 'Japan', studentsEstimate: 28000, coursesEstimate: 5000, catalogueUrls: ['https://catalog.he.u-tokyo.ac.jp/'] },
  { name: 'National University of Singapore', domain: 'nus.edu.sg', country: 'SG', countryName: 'Singapore', studentsEstimate: 40000, coursesEstimate: 3000, catalogueUrls: ['https://www.nus.edu.sg/education'] },
  { name: 'Indian Institute of Technology Bombay', domain: 'iitb.ac.in', country: 'IN', countryName: 'India', studentsEstimate: 13000, coursesEstimate: 1200, catalogueUrls: ['https://www.iitb.ac.in/en/education/academic-programmes'] },
  { name: 'University of São Paulo', domain: 'usp.br', country: 'BR', countryName: 'Brazil', studentsEstimate: 97000, coursesEstimate: 6000, catalogueUrls: ['https://uspdigital.usp.br/jupiterweb/'] },
  { name: 'University of Cape Town', domain: 'uct.ac.za', country: 'ZA', countryName: 'South Africa', studentsEstimate: 29000, coursesEstimate: 1500, catalogueUrls: ['https://www.uct.ac.za/students/prospective-students-courses'] },
  { name: 'KTH Royal Institute of Technology', domain: 'kth.se', country: 'SE', countryName: 'Sweden', studentsEstimate: 13000, coursesEstimate: 1800, catalogueUrls: ['https://www.kth.se/student/kurser/kurser-inom-program'] },
  { name: 'University of Copenhagen', domain: 'ku.dk', country: 'DK', countryName: 'Denmark', studentsEstimate: 37000, coursesEstimate: 4000, catalogueUrls: ['https://kurser.ku.dk/'] },
];
