import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { extractCourses } from './course-extractor.js';

const PAGE = 'https://catalog.example.edu/courses/';

describe('course extractor', () => {
  it('reads CourseLeaf-style blocks: code from the title, description, materials and assignments', () => {
    const html = `<html><body>
      <div class="courseblock">
        <p class="courseblocktitle"><strong>6.100A Introduction to Computer Science Programming in Python</strong></p>
        <p class="courseblockdesc">Introduction to computer science and programming.</p>
        <h4>Readings</h4><ul><li>Guttag, Introduction to Computation</li><li>Lecture notes</li></ul>
        <h4>Problem sets</h4><ol><li>PS 1</li><li>PS 2</li><li>PS 3</li></ol>
        <a href="/files/syllabus.pdf">Syllabus</a>
      </div>
      <div class="courseblock">
        <p class="courseblocktitle"><strong>CS 229. Machine Learning</strong></p>
        <p class="courseblockdesc">Supervised and unsupervised learning.</p>
      </div>
      <nav class="pagination"><a href="?page=2">2</a><a rel="next" href="?page=2">Next</a><a href="https://elsewhere.org/x">Next</a></nav>
    </body></html>`;
    const page = extractCourses(html, PAGE);
    assert.deepEqual(
      page.courses.map((c) => [c.code, c.title, c.materials, c.assignments]),
      [
        ['6.100A', 'Introduction to Computer Science Programming in Python', 3, 3],
        ['CS 229', 'Machine Learning', 0, 0],
      ],
    );
    assert.equal(page.courses[0].description, 'Introduction to computer science and programming.');
    assert.equal(page.courses[0].key, '6.100A');
    assert.deepEqual(page.nextPages, ['https://catalog.example.edu/courses/?page=2']);
  });

  it('reads schema.org JSON-LD and microdata courses, each once', () => {
    const html = `<html><head><script type="application/ld+json">
      {"@context":"https://schema.org","@graph":[{"@type":"Course","name":"Quantum Mechanics I","courseCode":"PHYS 301",
        "description":"Wave functions.","hasPart":[{"@type":"CreativeWork"},{"@type":"CreativeWork"}]}]}
      </script></head><body>
      <div itemscope itemtype="https://schema.org/Course">
        <span itemprop="courseCode">PHYS 301</span><h3 itemprop="name">Quantum Mechanics I</h3>
      </div>
      <div itemscope itemtype="https://schema.org/Course">
        <h3 itemprop="name">Organic Chemistry</h3><span itemprop="courseCode">CHEM 210</span>
        <p itemprop="description">Structure and reactivity.</p>
        <div class="assignments"><ul><li>Lab report</li></ul></div>
      </div></body></html>`;
    const { courses } = extractCourses(html, PAGE);
    assert.deepEqual(
      courses.map((c) => [c.key, c.title, c.materials, c.assignments]),
      [
        ['PHYS 301', 'Quantum Mechanics I', 2, 0],
        ['CHEM 210', 'Organic Chemistry', 0, 1],
      ],
    );
  });

  it('finds nothing on a page without courses, and keys code-less courses by page and title', () => {
    assert.deepEqual(extractCourses('<html><body><p>Welcome</p></body></html>', PAGE).courses, []);
    const { courses } = extractCourses('<div class="course"><h3>Academic Writing</h3><p>Essays.</p></div>', PAGE);
    assert.equal(courses[0].code, null);
    assert.equal(courses[0].key, '/courses/#academic-writing');
  });
});
