// What the block tests share: the page a block is put on, the block itself with a test's changes,
// rendering it, a stand-in for the sign-up engine's trigger, and a desk form's send. Only test files
// import this module.
import type { Locale } from '@paperwise/schemas/locales';
import { render, screen, waitFor } from '@testing-library/react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { expect, type Mock } from 'vitest';
import type { BlockContext, BlockProps, SectionOf, SectionType } from '../types';

/** How many templates a test page says it offers, written the way its language writes numbers. */
const TEMPLATE_COUNTS: Partial<Record<Locale, string>> = { en: '3,000+', fr: '1 300', de: '1.300', es: '1.200' };

/**
 * A test file's page: in `locale`, without the sign-up engine and without templates of its own,
 * with {templates} filled as that language writes it, and the block at `position` (0 is the top
 * of the page). `fixed` changes the page for the whole file; each call changes it for one test.
 */
export function pageOf(locale: Locale, position: number, fixed: Partial<BlockContext> = {}) {
  return (over: Partial<BlockContext> = {}): BlockContext => ({
    locale,
    signup: false,
    pageTemplates: null,
    values: { templates: TEMPLATE_COUNTS[locale] ?? '3,000+' },
    position,
    ...fixed,
    ...over,
  });
}

/** A test file's block: `base`, with the fields one test changes. */
export function sectionOf<T extends SectionType>(base: SectionOf<T>) {
  return (over: Partial<SectionOf<T>> = {}): SectionOf<T> => ({ ...base, ...over });
}

type BlockComponent<T extends SectionType> = (props: BlockProps<T>) => ReactNode;
type ServerBlockComponent<T extends SectionType> = (props: BlockProps<T>) => Promise<ReactNode>;

/** Renders a test file's block with one test's changes to the block and to the page. */
export function blockRenderer<T extends SectionType>(
  Component: BlockComponent<T>,
  block: (over?: Partial<SectionOf<T>>) => SectionOf<T>,
  page: (over?: Partial<BlockContext>) => BlockContext,
) {
  return (over: Partial<SectionOf<T>> = {}, pageOver: Partial<BlockContext> = {}) =>
    render(<Component block={block(over)} context={page(pageOver)} />);
}

/** The same for a block that is an async server component: it is awaited, then its output rendered. */
export function serverBlockRenderer<T extends SectionType>(
  Component: ServerBlockComponent<T>,
  block: (over?: Partial<SectionOf<T>>) => SectionOf<T>,
  page: (over?: Partial<BlockContext>) => BlockContext,
) {
  return async (over: Partial<SectionOf<T>> = {}, pageOver: Partial<BlockContext> = {}) =>
    render(await Component({ block: block(over), context: page(pageOver) }));
}

/**
 * The engine's trigger, as a plain button that says what it would do: `data-engine-trigger` is
 * 'landing' where it opens the landing page's own sign-up dialog. A test file puts it in place with
 * `vi.mock('@/components/signup', async () => ({ SignupTrigger: (await import('../shared/test-support')).SignupTriggerStub }))`.
 */
export function SignupTriggerStub({
  isLandingPage,
  ...rest
}: ButtonHTMLAttributes<HTMLButtonElement> & { isLandingPage?: boolean }) {
  return <button type="button" data-engine-trigger={isLandingPage ? 'landing' : 'other'} {...rest} />;
}

/**
 * Holds back the answer to the next call of `fetchMock`: the request stays open until the test
 * calls the returned function with a response, so that it can look at a form while it sends.
 */
export function holdNextFetch(fetchMock: Mock<typeof fetch>): (response: Response) => void {
  let answer: (response: Response) => void = () => undefined;
  fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
  return (response) => answer(response);
}

/**
 * A desk form (contact, feedback) sent, its answer held by `holdNextFetch`: the button is disabled
 * and reads `sendingLabel` until the desk answers; once the desk has filed it (201), the form says
 * `successMessage` in its status and the button may be pressed again.
 */
export async function expectSendingThenThanks(
  button: () => HTMLButtonElement,
  answer: (response: Response) => void,
  { sendingLabel, successMessage }: { sendingLabel: string; successMessage: string },
) {
  await waitFor(() => expect(button().disabled).toBe(true));
  expect(button().textContent).toBe(sendingLabel);
  answer(Response.json({ id: 'abc' }, { status: 201 }));
  expect(await screen.findByText(successMessage)).toBeTruthy();
  expect(screen.getByRole('status').textContent).toBe(successMessage);
  expect(button().disabled).toBe(false);
}
