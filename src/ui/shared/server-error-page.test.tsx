import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInStorefront } from '../testing/render-storefront.test-support';
import { PageErrorBoundary } from './page-error-boundary';
import { ServerErrorPage } from './server-error-page';

function Failing(): never {
  throw new Error('the page’s code could not be loaded');
}

describe('ServerErrorPage (storefront §2 500 page)', () => {
  it('says the server failed, and offers to try again and to go home', async () => {
    let retries = 0;
    const { user, ports } = renderInStorefront(
      <ServerErrorPage
        onRetry={() => {
          retries += 1;
        }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong on our side' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Nothing was lost: try again in a moment.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retries).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Go to the home page' }));
    expect(ports.router.visited.at(-1)).toBe('/');
  });

  it('speaks Spanish', () => {
    renderInStorefront(<ServerErrorPage onRetry={() => undefined} />, { language: 'es' });
    expect(screen.getByRole('heading', { level: 1, name: 'Algo salió mal de nuestro lado' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir a la página de inicio' })).toBeInTheDocument();
  });

  it('stands in for a page that failed to render, inside the error boundary', () => {
    const error = console.error;
    console.error = () => undefined;
    try {
      renderInStorefront(
        <PageErrorBoundary fallback={(retry) => <ServerErrorPage onRetry={retry} />}>
          <Failing />
        </PageErrorBoundary>,
      );
    } finally {
      console.error = error;
    }
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong on our side' })).toBeInTheDocument();
  });
});
