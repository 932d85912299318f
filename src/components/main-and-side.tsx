import { Box, Grid } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface MainAndSideProps {
  main: ReactNode;
  /** Beside the main column on wide screens, under it on narrow ones. */
  side: ReactNode;
  /** The side column's least width on wide screens. */
  sideMinWidth: string;
}

/** A page's main column with a narrower one beside it (a record and its summary, a form and its preview). */
export function MainAndSide({ main, side, sideMinWidth }: MainAndSideProps) {
  return (
    <Grid templateColumns={{ base: 'minmax(0, 1fr)', xl: `minmax(0, 3fr) minmax(${sideMinWidth}, 2fr)` }} gap="6" alignItems="start">
      <Box minW="0">{main}</Box>
      {side}
    </Grid>
  );
}
