-- Experts sign in (issue 19; 014-expert-accounts.sqlite.sql): a staff account of role 'expert'
-- stands for one expert, and expert_id is required for that role and NULL for every other.
-- PostgreSQL changes the constraints in place where SQLite rebuilds the table: every account
-- and its sessions stay as they are.

ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('admin', 'editor', 'support', 'expert'));
ALTER TABLE users ADD COLUMN expert_id INTEGER REFERENCES experts (id);
ALTER TABLE users ADD CONSTRAINT users_expert_id_for_experts_only CHECK ((role = 'expert') = (expert_id IS NOT NULL));

CREATE INDEX users_expert_id ON users (expert_id);
