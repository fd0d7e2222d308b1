import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { Paper } from '@scholarlens/contracts';
import { createQueryClient, ToastProvider, useToast } from '@scholarlens/common';
import { PaperCard } from '../src/components/paper/PaperCard';

afterEach(cleanup);

const paper = (overrides: Partial<Paper> = {}): Paper => ({
  id: '2606.32040',
  arxivId: '2606.32040',
  title: 'FaceMoE: Mixture of Experts for Low-Resolution Face Recognition',
  authors: ['Kartik Narayan', 'Vishal M. Patel'],
  abstract: 'Low-resolution face recognition remains a challenging task.',
  categories: ['cs.CV', 'cs.AI', 'cs.LG'],
  tags: ['face recognition', 'mixture of experts', 'low resolution', 'transformers'],
  publishedDate: '2026-06-29',
  pdfUrl: 'https://arxiv.org/pdf/2606.32040',
  source: 'arXiv',
  views: 7,
  summary: null,
  ...overrides,
});

/** The one visible toast, as the shell shows it. */
function CurrentToast() {
  const { current } = useToast();
  return <output data-testid="toast">{current ? `${current.title}: ${current.description}` : ''}</output>;
}

function renderCard(p: Paper) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <ToastProvider>
        <MemoryRouter>
          <PaperCard paper={p} />
          <CurrentToast />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('PaperCard', () => {
  it('shows the first two categories, the identifier and the first three AI tags', () => {
    renderCard(paper());
    const card = screen.getByTestId('paper-card');
    expect(within(card).getAllByTestId('paper-card-category').map((c) => c.textContent)).toEqual(['cs.CV', 'cs.AI']);
    expect(within(card).getByTestId('paper-card-identifier').textContent).toBe('arXiv:2606.32040');
    expect(within(card).queryByText('transformers')).toBeNull();
    expect(within(card).getByText('low resolution')).toBeTruthy();
  });

  it('lists up to four authors in full and more as the first three with et al., each a link to its author page', () => {
    renderCard(paper({ authors: ['A One', 'B Two', 'C Three', 'D Four'] }));
    expect(screen.getByTestId('paper-card-authors').textContent).toMatch(/^A One, B Two, C Three, D Four/);
    expect(screen.getByRole('link', { name: 'D Four' }).getAttribute('href')).toBe('/author/D%20Four');
    cleanup();
    renderCard(paper({ authors: ['A One', 'B Two', 'C Three', 'D Four', 'E Five'] }));
    expect(screen.getByTestId('paper-card-authors').textContent).toMatch(/^A One, B Two, C Three et al\./);
    expect(screen.queryByText(/E Five/)).toBeNull();
  });

  it('shows the date in the short US format and links View Full to /paper/{id}', () => {
    renderCard(paper());
    expect(screen.getByText(/Jun 29, 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: /View Full/ }).getAttribute('href')).toBe('/paper/2606.32040');
  });

  it('PDF: pdfUrl first, else arXiv from the id, else the "PDF Not Available" toast', () => {
    renderCard(paper({ pdfUrl: 'https://example.org/paper.pdf' }));
    expect(screen.getByTestId('pdf-button').getAttribute('href')).toBe('https://example.org/paper.pdf');
    cleanup();
    renderCard(paper({ pdfUrl: null }));
    expect(screen.getByTestId('pdf-button').getAttribute('href')).toBe('https://arxiv.org/pdf/2606.32040');
    cleanup();
    renderCard(paper({ pdfUrl: null, arxivId: null }));
    fireEvent.click(screen.getByTestId('pdf-button'));
    expect(screen.getByTestId('toast').textContent).toBe('PDF Not Available: PDF link not available for this paper');
  });

  it('toggles a stored summary between AI Analysis and Hide Analysis', () => {
    const summary = JSON.stringify({ keyFindings: ['Experts specialise by face region'], methodology: 'MoE transformer', impact: 'Better LR-FR', technicalLevel: 'advanced', confidence: 0.82, provider: 'local', model: 'extractive-v1' });
    renderCard(paper({ summary }));
    fireEvent.click(screen.getByRole('button', { name: /AI Analysis/ }));
    expect(screen.getByRole('button', { name: /Hide Analysis/ })).toBeTruthy();
    expect(screen.getByText(/82%/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Hide Analysis/ }));
    expect(screen.getByRole('button', { name: /AI Analysis/ })).toBeTruthy();
  });
});
