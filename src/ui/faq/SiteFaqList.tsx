import type { FaqId } from '../../domain/faqs';
import { useT } from '../../i18n/react';
import { usePolicyInWords } from '../change-policy/policy-words';
import { FaqList } from '../FaqList';
import { faqMessages } from './messages';

type Props = {
  /** The questions to answer, in their order (src/domain/faqs.ts). */
  ids: readonly FaqId[];
  /** The level of the question headings, so the list fits the page's outline. */
  headingLevel?: 2 | 3 | 4;
};

/** Some of the site's questions, in the page's language, with the settings and the change rule filled in. */
export function SiteFaqList({ ids, headingLevel }: Props) {
  const t = useT(faqMessages);
  const policyWords = usePolicyInWords();
  // Their placeholders ({product}, {teleManas}...) stay for the list to fill from the settings.
  const items = ids.map((id) => ({ id, question: t(`${id}.question`), answer: t(`${id}.answer`) }));
  return <FaqList items={items} headingLevel={headingLevel} policyWords={policyWords} />;
}
