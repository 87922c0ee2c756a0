import { Box, Card, Flex, Text } from '@sanity/ui';
import type { NavbarProps } from 'sanity';

/** The line that tells the editor whose copy of the content they are editing. */
export const LOCAL_CONTENT_LINE =
  'Local content: this studio edits the copy of the site’s content kept on this machine. Publishing changes this copy only; `npm run content:export` writes it back to content/bundle.ndjson.';

/** The studio's navbar with the local-content line above it (a studio without a Sanity project). */
export function LocalContentNavbar(props: NavbarProps) {
  return (
    <Flex direction="column">
      <Card tone="caution" paddingX={3} paddingY={2} borderBottom data-testid="local-content-line">
        <Box>
          <Text size={1}>{LOCAL_CONTENT_LINE}</Text>
        </Box>
      </Card>
      {props.renderDefault(props)}
    </Flex>
  );
}
