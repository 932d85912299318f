import { Skeleton, Stack } from '@chakra-ui/react';

/** Two comments' places while the comments load. */
export function CommentListLoading() {
  return (
    <Stack gap="2">
      <Skeleton h="16" />
      <Skeleton h="16" />
    </Stack>
  );
}

/** The comments tab while its code loads: the form's place above the list's. */
export function CommentsPanelLoading() {
  return (
    <Stack gap="4">
      <Skeleton h="40" />
      <CommentListLoading />
    </Stack>
  );
}
