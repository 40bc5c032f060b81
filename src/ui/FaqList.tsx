import { useId, useState } from 'react';
import { changePolicyWords } from '../domain/change-policy-words';
import type { FaqItem } from '../domain/faqs';
import type { SiteSettings } from '../domain/site';
import { useSite } from '../services/site';
import './faq-list.css';

/** `text` with the site's settings in it; `policyWords` states the change policy in the page's language (English by default). */
export function fillSiteText(text: string, site: SiteSettings, policyWords = changePolicyWords(site.changePolicy)): string {
  return text
    .replaceAll('{product}', site.productName)
    .replaceAll('{phone}', site.supportPhone)
    .replaceAll('{email}', site.supportEmail)
    .replaceAll('{teleManas}', site.crisisLines.teleManas)
    .replaceAll('{emergency}', site.crisisLines.emergency)
    .replaceAll('{changePolicy}', policyWords);
}

type Props = {
  items: readonly FaqItem[];
  /** The level of the question headings, so the list fits the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** The change policy in the page's language, when it is not English. */
  policyWords?: string;
};

/** An accordion of questions (WAI-ARIA accordion pattern); any number may be open at once. */
export function FaqList({ items, headingLevel = 3, policyWords }: Props) {
  const site = useSite();
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const Heading = `h${headingLevel}` as const;

  function toggle(id: string) {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  }

  return (
    <div className="faq-list">
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${baseId}-${item.id}-q`;
        const panelId = `${baseId}-${item.id}-a`;
        return (
          <div className="faq-item" key={item.id} data-open={expanded}>
            <Heading className="faq-item__heading">
              <button
                type="button"
                id={buttonId}
                className="faq-item__button"
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
              >
                <span>{fillSiteText(item.question, site, policyWords)}</span>
                <span className="faq-item__icon" aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} className="faq-item__panel" hidden={!expanded}>
              <p>{fillSiteText(item.answer, site, policyWords)}</p>
            </div>
          </div>
        );
      })}
    </div>
  );
}
