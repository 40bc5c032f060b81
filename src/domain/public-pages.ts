// Every indexable public page: its path, title and meta description. The router's
// pages use these for <title>/<meta>; the server builds sitemap.xml from them plus
// the blog posts. `{product}` is replaced by the configured product name.

import { HOME_PAGE } from './home-page';

export type PublicPage = {
  path: string;
  title: string;
  description: string;
  /** Sitemap priority, 0..1 */
  priority: number;
};

export const PUBLIC_PAGES = {
  home: HOME_PAGE,
  about: {
    path: '/about',
    title: 'About {product} | Our Story',
    description: 'Why {product} exists, who we are and how we help people across India talk, heal and grow.',
    priority: 0.7,
  },
  contact: {
    path: '/contact',
    title: 'Contact {product}',
    description: 'Call, write or send us a message. We answer every message personally.',
    priority: 0.6,
  },
  individual: {
    path: '/individual_therapy',
    title: 'Individual Therapy | {product}',
    description: 'Book a private one-on-one online therapy session with a qualified counsellor.',
    priority: 0.9,
  },
  mentalWellness: {
    path: '/mental-wellness',
    title: 'Book a Session | {product}',
    description: 'Book a private one-on-one online therapy session with a qualified counsellor.',
    priority: 0.8,
  },
  couple: {
    path: '/couple_therapy',
    title: 'Couples Therapy | {product}',
    description: 'Online couples therapy to improve communication, rebuild trust and resolve conflicts together.',
    priority: 0.8,
  },
  familyFriends: {
    path: '/familyFriends_therapy',
    title: 'Family & Friends Therapy | {product}',
    description: 'Online sessions for families and friends working through conflict, distance, grief or change.',
    priority: 0.8,
  },
  blogs: {
    path: '/blogs',
    title: 'Wellness, Growth & Healing Insights | {product} Blog',
    description: 'Practical, compassionate articles on stress, anxiety, depression, relationships and everyday mental health.',
    priority: 0.8,
  },
  faqs: {
    path: '/faqs',
    title: 'Frequently Asked Questions | {product}',
    description: 'Answers about online therapy sessions, privacy, payments, rescheduling and our self-assessments.',
    priority: 0.6,
  },
  terms: {
    path: '/terms-conditions',
    title: 'Terms and Conditions | {product}',
    description: 'The terms that apply when you use {product} and book sessions with our experts.',
    priority: 0.3,
  },
  privacy: {
    path: '/cookies-privacy-policy',
    title: 'Cookies and Privacy Policy | {product}',
    description: 'What personal data {product} collects, why, how long we keep it, and your rights.',
    priority: 0.3,
  },
  selfAssessment: {
    path: '/Self-Assessment-Tool',
    title: 'Free Self-Assessment Tools | {product}',
    description: 'Free, private self-assessments for low mood, anxiety and general wellbeing. A screening, not a diagnosis.',
    priority: 0.8,
  },
  depressionTool: {
    path: '/Depression-Tool',
    title: 'Depression Self-Assessment | {product}',
    description: 'A free 21-question screening for low mood. Takes about 5 minutes and works offline.',
    priority: 0.7,
  },
  generalHealthTool: {
    path: '/General-Health-Tool',
    title: 'General Health Self-Assessment | {product}',
    description: 'A free 8-question screening of your general wellbeing.',
    priority: 0.7,
  },
  anxietyTool: {
    path: '/Anxiety-Disorder-Tool',
    title: 'Anxiety Self-Assessment | {product}',
    description: 'A free 7-question screening for anxiety.',
    priority: 0.7,
  },
  workshop: {
    path: '/events/art-therapy-workshop',
    title: 'Art Therapy Workshop | {product}',
    description: 'An in-person art therapy workshop in Indore. Register and choose a single or couple pass.',
    priority: 0.6,
  },
} satisfies Record<string, PublicPage>;

export type PublicPageKey = keyof typeof PUBLIC_PAGES;
