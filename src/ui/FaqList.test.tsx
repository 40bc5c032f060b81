import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SITE } from '../domain/site';
import { SiteContext } from '../services/site';
import { FaqList } from './FaqList';

const ITEMS = [
  { id: 'one', question: 'What is {product}?', answer: 'A place to talk. Call {teleManas} or {emergency} in a crisis.' },
  { id: 'two', question: 'Second question?', answer: 'Second answer.' },
];

describe('FaqList', () => {
  it('starts closed and toggles each answer independently', async () => {
    const user = userEvent.setup();
    render(<FaqList items={ITEMS} />);
    const first = screen.getByRole('button', { name: 'What is Saathi?' });
    const second = screen.getByRole('button', { name: 'Second question?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/A place to talk/)).not.toBeVisible();

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/A place to talk/)).toBeVisible();
    expect(document.getElementById(first.getAttribute('aria-controls') ?? '')).toHaveTextContent(/A place to talk/);

    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'true');

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/A place to talk/)).not.toBeVisible();
  });

  it('fills product name and crisis numbers from the settings', () => {
    render(
      <SiteContext.Provider
        value={{ ...DEFAULT_SITE, productName: 'Sukoon', crisisLines: { teleManas: '14416', emergency: '112' } }}
      >
        <FaqList items={ITEMS} />
      </SiteContext.Provider>,
    );
    expect(screen.getByRole('button', { name: 'What is Sukoon?' })).toBeInTheDocument();
    expect(screen.getByText('A place to talk. Call 14416 or 112 in a crisis.', { exact: true })).toBeInTheDocument();
  });

  it('uses the heading level it is given', () => {
    render(<FaqList items={ITEMS} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(2);
  });
});
