import { Fragment, type ReactNode } from 'react';

/**
 * A translated sentence with elements in it: each {name} becomes `nodes[name]` (a link, a
 * phone number), wherever the language puts it in the sentence.
 */
export function fillNodes(text: string, nodes: Readonly<Record<string, ReactNode>>): ReactNode[] {
  return text.split(/\{(\w+)\}/).map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{nodes[part] ?? `{${part}}`}</Fragment> : part));
}
