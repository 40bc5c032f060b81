import { excerpt, type BlogPost, type BlogSummary, type Expert } from '../../src/domain/content';

// The exact shapes the public API sends. Fields are listed one by one so that a
// column added to a table (or a property added to a row object) never reaches a
// client by accident.

export function presentBlogPost(post: BlogPost): BlogPost {
  return {
    id: post.id,
    blogId: post.blogId,
    title: post.title,
    content: post.content,
    author: post.author,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
    submittedAt: post.submittedAt,
    url: post.url,
    category: post.category,
    featuredImage: post.featuredImage,
  };
}

/** A post in the public list: no body, only the excerpt the list's cards show. */
export function presentBlogSummary(post: BlogPost): BlogSummary {
  return {
    id: post.id,
    blogId: post.blogId,
    title: post.title,
    excerpt: excerpt(post.content),
    author: post.author,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
    submittedAt: post.submittedAt,
    url: post.url,
    category: post.category,
    featuredImage: post.featuredImage,
  };
}

/** The public profile: no calendar, no active flag (inactive experts are not shown at all). */
export function presentExpert(expert: Expert): Expert {
  return {
    id: expert.id,
    originalId: expert.originalId,
    name: expert.name,
    position: expert.position,
    imageSrc: expert.imageSrc,
    certifications: expert.certifications,
    expertise: expert.expertise,
    experience: expert.experience,
    uploadedAt: expert.uploadedAt,
    bio: expert.bio,
    languages: expert.languages,
    gender: expert.gender,
    concerns: expert.concerns,
    kinds: expert.kinds,
  };
}
