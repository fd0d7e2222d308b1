-- Learning management (modules/institution/courses/courses-of-institution): courses with their modules
-- (a jsonb array, written whole by each event), the AI build's state, enrolments and completed modules.
create table courses (
  id uuid primary key,
  institution_id uuid not null,
  title text not null,
  description text,
  course_code text not null,
  semester text not null,
  year integer not null,
  status text not null,
  ai_generated boolean not null,
  instructor_member_id uuid not null,
  instructor_name text not null,
  modules jsonb not null default '[]',
  build_status text not null,
  build_progress integer not null default 0,
  build_message text,
  build_provider text,
  build_model text,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index courses_by_institution on courses (institution_id, created_at desc, id);

create table course_enrolments (
  course_id uuid not null,
  member_id uuid not null,
  enrolled_at timestamptz not null,
  primary key (course_id, member_id)
);

create table course_module_completions (
  course_id uuid not null,
  member_id uuid not null,
  module_id text not null,
  completed_at timestamptz not null,
  primary key (course_id, member_id, module_id)
);
