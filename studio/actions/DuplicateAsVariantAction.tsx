import { CopyIcon } from '@sanity/icons/Copy';
import { Box, Button, Card, Flex, Stack, Text, TextInput } from '@sanity/ui';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useClient, type DocumentActionComponent } from 'sanity';
import { useRouter } from 'sanity/router';
import {
  buildVariantDraft,
  isVariantType,
  variantPageId,
  suggestVariantPath,
  variantPathProblem,
  type LandingSource,
} from './variant';
import { studioEnv } from '../env';

/**
 * "Duplicate as new variant" on a landing or pricing page: asks for the new address, refuses one that is
 * malformed or already used in the page's language, then creates a draft copy and opens it.
 */
export const DuplicateAsVariantAction: DocumentActionComponent = ({ draft, published, onComplete }) => {
  const source = (draft ?? published) as LandingSource | null;
  const client = useClient({ apiVersion: studioEnv.apiVersion });
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [path, setPath] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The suggestion comes from a query: it must not replace what the marketer has typed meanwhile,
  // nor land in a dialog opened again after it was asked for.
  const edited = useRef(false);
  const opening = useRef(0);
  const language = source?.language ?? 'en';
  const type = source && isVariantType(source._type) ? source._type : 'landingPage';

  const takenPaths = useCallback(
    () => client.fetch<string[]>('*[_type == $type && language == $language].path', { type, language }),
    [client, type, language],
  );

  const start = useCallback(async () => {
    const thisOpening = ++opening.current;
    edited.current = false;
    setProblem(null);
    setOpen(true);
    setPath(source?.path ?? '');
    try {
      const suggestion = suggestVariantPath(source?.path ?? '', await takenPaths());
      if (opening.current === thisOpening && !edited.current) setPath(suggestion);
    } catch {
      // The suggestion is a convenience: without it the marketer types the address.
    }
  }, [source?.path, takenPaths]);

  const close = useCallback(() => {
    setOpen(false);
    onComplete();
  }, [onComplete]);

  const create = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      if (!source) return;
      const wanted = path.trim();
      setBusy(true);
      try {
        const found = variantPathProblem(wanted, language, await takenPaths(), type);
        if (found) {
          setProblem(found);
          return;
        }
        const doc = buildVariantDraft(source, wanted);
        const publishedId = variantPageId(type, language, wanted);
        const clash = await client.fetch<string | null>('*[_id in [$id, $draft]][0]._id', {
          id: publishedId,
          draft: doc._id,
        });
        if (clash) {
          setProblem(`A document with the id ${publishedId} already exists: choose another address.`);
          return;
        }
        await client.create(doc);
        setOpen(false);
        onComplete();
        router.navigateIntent('edit', { id: publishedId, type });
      } catch (error) {
        setProblem(`The copy could not be created: ${(error as Error).message}`);
      } finally {
        setBusy(false);
      }
    },
    [client, language, onComplete, path, router, source, takenPaths, type],
  );

  return {
    label: 'Duplicate as new variant',
    icon: CopyIcon,
    title: 'Copy this page to a new address, e.g. the next A/B variant',
    disabled: !source?.path,
    onHandle: () => void start(),
    dialog: open && {
      type: 'dialog',
      header: 'Duplicate as new variant',
      onClose: close,
      content: (
        <form onSubmit={create}>
          <Stack gap={4}>
            <Text size={1}>
              The copy keeps this page’s layout, dialog and texts and gets its own analytics variant id. It is created
              as a draft: change what the variant tests, then publish.
            </Text>
            <Stack gap={2}>
              <Text as="label" htmlFor="variant-path" size={1} weight="semibold">
                New address ({language.toUpperCase()}), with a slash at both ends
              </Text>
              <TextInput
                id="variant-path"
                value={path}
                onChange={(event) => {
                  edited.current = true;
                  setPath(event.currentTarget.value);
                  setProblem(null);
                }}
                aria-invalid={problem ? true : undefined}
                aria-describedby={problem ? 'variant-path-problem' : undefined}
                autoFocus
              />
            </Stack>
            {problem ? (
              <Card tone="critical" padding={3} radius={2} id="variant-path-problem" role="alert">
                <Text size={1}>{problem}</Text>
              </Card>
            ) : null}
            <Flex justify="flex-end" gap={2}>
              <Button mode="ghost" text="Cancel" onClick={close} disabled={busy} />
              <Box>
                <Button type="submit" tone="primary" text="Create draft" loading={busy} disabled={!path.trim()} />
              </Box>
            </Flex>
          </Stack>
        </form>
      ),
    },
  };
};
DuplicateAsVariantAction.displayName = 'DuplicateAsVariantAction';
