import { Card, Flex, Text } from '@sanity/ui';
import type { CSSProperties } from 'react';
import type { NavbarProps } from 'sanity';

const code: CSSProperties = { fontFamily: 'var(--font-code-family, monospace)', fontSize: '0.95em' };

/** The line that tells the editor whose copy of the content they are editing. */
export function LocalContentLine() {
  return (
    <Card tone="caution" paddingX={3} paddingY={2} borderBottom data-testid="local-content-line">
      <Text size={1}>
        <strong>Local content.</strong> This studio edits the copy of the site’s content kept on this machine:
        publishing changes this copy only. <code style={code}>npm run content:export</code> writes it back to{' '}
        <code style={code}>content/bundle.ndjson</code>.
      </Text>
    </Card>
  );
}

/** The studio's navbar with the local-content line above it (a studio without a Sanity project). */
export function LocalContentNavbar(props: NavbarProps) {
  return (
    <Flex direction="column">
      <LocalContentLine />
      {props.renderDefault(props)}
    </Flex>
  );
}
