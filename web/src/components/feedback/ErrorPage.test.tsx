// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fr from '../../../messages/fr.json';
import { ErrorPage, ErrorPageLabelsProvider, statusOf } from './ErrorPage';

afterEach(cleanup);

const FRENCH = { ...fr.error, status: fr.error.status, homeHref: '/fr/' };

describe('the error page', () => {
  it('says what happened in the visitor’s language, with the status code, a retry and the home page', async () => {
    const retry = vi.fn();
    render(
      <ErrorPageLabelsProvider labels={FRENCH}>
        <ErrorPage error={new Error('boom')} retry={retry} />
      </ErrorPageLabelsProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(fr.error.heading);
    expect(screen.getByText('Erreur 500')).toBeTruthy();
    expect(screen.getByRole('link', { name: fr.error.home }).getAttribute('href')).toBe('/fr/');
    await userEvent.click(screen.getByRole('button', { name: fr.error.retry }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('falls back to English where no layout gave its words, and offers no retry without one', () => {
    render(<ErrorPage error={new Error('boom')} />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sorry, something went wrong on our side.');
    expect(screen.getByText('Error 500')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('statusOf', () => {
  it('keeps an error status a service gave, else 500', () => {
    expect(statusOf(Object.assign(new Error('x'), { status: 503 }))).toBe(503);
    expect(statusOf({ statusCode: 404 })).toBe(404);
    expect(statusOf(new Error('x'))).toBe(500);
    expect(statusOf({ status: 200 })).toBe(500);
    expect(statusOf({ status: '502' })).toBe(500);
    expect(statusOf(null)).toBe(500);
  });
});
