-- Beta registrations read model (modules/beta).
create table beta_registrations (
  email text primary key,
  name text not null,
  institution text not null,
  role text not null,
  research_interests text[] not null,
  expected_usage text not null,
  hear_about_us text not null,
  registered_at timestamptz not null
);
