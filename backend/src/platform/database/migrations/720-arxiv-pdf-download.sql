-- The latest arXiv S3 bulk PDF download (modules/admin), folded from the data-source-arxiv-s3
-- stream by its projection, for the Databases page's status (polled every 3 s).
create table arxiv_pdf_download (
  singleton boolean primary key default true check (singleton),
  state jsonb not null
);
