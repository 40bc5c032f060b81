import type Database from 'better-sqlite3';
import { BLOG_DEFAULTS, type BlogPost } from '../../src/domain/content';
import { orDefault, toIsoTimestamp, toIsoTimestampOrNull } from './column-values';

type BlogRow = {
  id: number;
  blog_id: string;
  title: string | null;
  content: string | null;
  author: string | null;
  category: string | null;
  featured_image: string | null;
  url: string | null;
  created_at: string;
  updated_at: string | null;
  submitted_at: string | null;
};

/**
 * What a writer supplies; everything but the slug falls back to the spec's defaults. The content
 * is stored as given: the writer cleans it first (services/content/sanitize-blog-html.ts).
 */
export type NewBlogPost = {
  blogId: string;
  title?: string | null;
  content?: string | null;
  author?: string | null;
  category?: string | null;
  featuredImage?: string | null;
  url?: string | null;
  createdAt?: string | Date;
  updatedAt?: string | Date | null;
  submittedAt?: string | Date | null;
};

export type BlogsRepository = {
  listNewestFirst(): BlogPost[];
  /**
   * Changes with every change made through any blogs repository on this connection, and with
   * any commit by another connection (`npm run seed` while the server runs), so what is built
   * from the content can be kept until then.
   */
  revision(): string;
  findByBlogId(blogId: string): BlogPost | undefined;
  insert(post: NewBlogPost): BlogPost;
  findById(id: number): BlogPost | undefined;
  /** Replaces a post's fields; undefined when there is no such post. */
  update(id: number, post: NewBlogPost): BlogPost | undefined;
  delete(id: number): boolean;
};

const COLUMNS =
  'id, blog_id, title, content, author, category, featured_image, url, created_at, updated_at, submitted_at';

// Shared by every repository made on one connection, so a write through any of them is seen by all.
const revisions = new WeakMap<Database.Database, { revision: number }>();

function revisionOf(db: Database.Database): { revision: number } {
  let state = revisions.get(db);
  if (!state) {
    state = { revision: 0 };
    revisions.set(db, state);
  }
  return state;
}

function toBlogPost(row: BlogRow): BlogPost {
  return {
    id: row.id,
    blogId: row.blog_id,
    title: orDefault(row.title, BLOG_DEFAULTS.title),
    content: row.content ?? BLOG_DEFAULTS.content,
    author: orDefault(row.author, BLOG_DEFAULTS.author),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    submittedAt: row.submitted_at,
    url: row.url,
    category: orDefault(row.category, BLOG_DEFAULTS.category),
    featuredImage: row.featured_image?.trim() ? row.featured_image : null,
  };
}

export function createBlogsRepository(db: Database.Database): BlogsRepository {
  const listStatement = db.prepare<[], BlogRow>(`SELECT ${COLUMNS} FROM blogs ORDER BY created_at DESC, id DESC`);
  const findStatement = db.prepare<[string], BlogRow>(`SELECT ${COLUMNS} FROM blogs WHERE blog_id = ?`);
  const insertStatement = db.prepare<Omit<BlogRow, 'id'>, BlogRow>(
    `INSERT INTO blogs (blog_id, title, content, author, category, featured_image, url, created_at, updated_at, submitted_at)
     VALUES (@blog_id, @title, @content, @author, @category, @featured_image, @url, @created_at, @updated_at, @submitted_at)
     RETURNING ${COLUMNS}`,
  );

  const findByIdStatement = db.prepare<[number], BlogRow>(`SELECT ${COLUMNS} FROM blogs WHERE id = ?`);
  const updateStatement = db.prepare<Omit<BlogRow, 'created_at' | 'submitted_at'>, BlogRow>(
    `UPDATE blogs SET blog_id = @blog_id, title = @title, content = @content, author = @author, category = @category,
       featured_image = @featured_image, url = @url, updated_at = @updated_at
     WHERE id = @id RETURNING ${COLUMNS}`,
  );
  const deleteStatement = db.prepare<[number]>('DELETE FROM blogs WHERE id = ?');
  const state = revisionOf(db);
  const written = () => {
    state.revision += 1;
  };
  // SQLite's own counter of commits made by other connections (a microsecond to read).
  const otherWriters = db.prepare<[], number>('PRAGMA data_version').pluck();

  return {
    revision: () => `${state.revision}.${otherWriters.get() ?? 0}`,

    findById(id) {
      const row = findByIdStatement.get(id);
      return row ? toBlogPost(row) : undefined;
    },

    update(id, post) {
      const row = updateStatement.get({
        id,
        blog_id: post.blogId,
        title: post.title ?? null,
        content: post.content ?? '',
        author: post.author ?? null,
        category: post.category ?? null,
        featured_image: post.featuredImage ?? null,
        url: post.url ?? null,
        updated_at: toIsoTimestamp(post.updatedAt ?? new Date()),
      });
      if (!row) return undefined;
      written();
      return toBlogPost(row);
    },

    delete(id) {
      const deleted = deleteStatement.run(id).changes === 1;
      if (deleted) written();
      return deleted;
    },

    listNewestFirst: () => listStatement.all().map(toBlogPost),

    findByBlogId(blogId) {
      const row = findStatement.get(blogId);
      return row ? toBlogPost(row) : undefined;
    },

    insert(post) {
      const row = insertStatement.get({
        blog_id: post.blogId,
        title: post.title ?? null,
        content: post.content ?? '',
        author: post.author ?? null,
        category: post.category ?? null,
        featured_image: post.featuredImage ?? null,
        url: post.url ?? null,
        created_at: toIsoTimestamp(post.createdAt ?? new Date()),
        updated_at: toIsoTimestampOrNull(post.updatedAt),
        submitted_at: toIsoTimestampOrNull(post.submittedAt),
      });
      if (!row) throw new Error('Inserting a blog post returned no row');
      written();
      return toBlogPost(row);
    },
  };
}
