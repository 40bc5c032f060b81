import { BLOG_DEFAULTS, type BlogPost } from '../../src/domain/content';
import { orDefault, toIsoTimestamp, toIsoTimestampOrNull } from './column-values';
import { readContentRevision } from './revision-counters';
import type { Db } from './engine/db';

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
  listNewestFirst(): Promise<BlogPost[]>;
  /**
   * Changes with every change to the blogs or experts, made by any process on the database
   * (another instance, `npm run seed` while the server runs), so what is built from the content
   * can be kept until then.
   */
  revision(): Promise<string>;
  findByBlogId(blogId: string): Promise<BlogPost | undefined>;
  insert(post: NewBlogPost): Promise<BlogPost>;
  findById(id: number): Promise<BlogPost | undefined>;
  /** Replaces a post's fields; undefined when there is no such post. */
  update(id: number, post: NewBlogPost): Promise<BlogPost | undefined>;
  delete(id: number): Promise<boolean>;
};

const COLUMNS =
  'id, blog_id, title, content, author, category, featured_image, url, created_at, updated_at, submitted_at';

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

/** The columns an insert and an update both write, from what staff (or the seed) gave. */
function writtenFields(post: NewBlogPost) {
  return {
    blog_id: post.blogId,
    title: post.title ?? null,
    content: post.content ?? '',
    author: post.author ?? null,
    category: post.category ?? null,
    featured_image: post.featuredImage ?? null,
    url: post.url ?? null,
  };
}

export function createBlogsRepository(db: Db): BlogsRepository {
  async function findOne(where: string, value: string | number): Promise<BlogPost | undefined> {
    const row = await db.get<BlogRow>(`SELECT ${COLUMNS} FROM blogs WHERE ${where} = ?`, [value]);
    return row ? toBlogPost(row) : undefined;
  }

  return {
    revision: () => readContentRevision(db),

    findById: (id) => findOne('id', id),

    async update(id, post) {
      const row = await db.get<BlogRow>(
        `UPDATE blogs SET blog_id = @blog_id, title = @title, content = @content, author = @author, category = @category,
           featured_image = @featured_image, url = @url, updated_at = @updated_at
         WHERE id = @id RETURNING ${COLUMNS}`,
        {
          id,
          ...writtenFields(post),
          updated_at: toIsoTimestamp(post.updatedAt ?? new Date()),
        },
      );
      if (!row) return undefined;
      return toBlogPost(row);
    },

    async delete(id) {
      return (await db.run('DELETE FROM blogs WHERE id = ?', [id])).changes === 1;
    },

    async listNewestFirst() {
      const rows = await db.all<BlogRow>(`SELECT ${COLUMNS} FROM blogs ORDER BY created_at DESC, id DESC`);
      return rows.map(toBlogPost);
    },

    findByBlogId: (blogId) => findOne('blog_id', blogId),

    async insert(post) {
      const row = await db.get<BlogRow>(
        `INSERT INTO blogs (blog_id, title, content, author, category, featured_image, url, created_at, updated_at, submitted_at)
         VALUES (@blog_id, @title, @content, @author, @category, @featured_image, @url, @created_at, @updated_at, @submitted_at)
         RETURNING ${COLUMNS}`,
        {
          ...writtenFields(post),
          created_at: toIsoTimestamp(post.createdAt ?? new Date()),
          updated_at: toIsoTimestampOrNull(post.updatedAt),
          submitted_at: toIsoTimestampOrNull(post.submittedAt),
        },
      );
      if (!row) throw new Error('Inserting a blog post returned no row');
      return toBlogPost(row);
    },
  };
}
