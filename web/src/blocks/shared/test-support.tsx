// What the block tests share: the page a block is put on, the block itself with a test's changes,
// rendering it, and a stand-in for the sign-up engine's trigger. Only test files import this module.
import type { Locale } from '@paperwise/schemas/locales';
import { render } from '@testing-library/react';
import type { ButtonHTMLAttributes, ReactNode } from 'react';
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
