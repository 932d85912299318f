import { render, waitFor } from '@testing-library/react';
import { useDeferredValue, useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useShownLater } from './use-shown-later';

/** Records what each of its commits saw. */
function Probe({ commits }: { commits: boolean[] }) {
  const shown = useShownLater();
  useLayoutEffect(() => {
    commits.push(shown);
  });
  return null;
}

/** Mounts the probe once its data has come through a deferred render, as a page does whose data arrived late. */
function LatePage({ data, commits }: { data: string | undefined; commits: boolean[] }) {
  const deferred = useDeferredValue(data);
  return deferred ? <Probe commits={commits} /> : null;
}

describe('useShownLater', () => {
  it('is false in the commit that mounts, then true in a commit of its own', async () => {
    const commits: boolean[] = [];
    render(<Probe commits={commits} />);
    await waitFor(() => expect(commits).toEqual([false, true]));
  });

  it('also waits when the component mounts inside a deferred render', async () => {
    const commits: boolean[] = [];
    const { rerender } = render(<LatePage data={undefined} commits={commits} />);
    rerender(<LatePage data="payload" commits={commits} />);
    await waitFor(() => expect(commits).toEqual([false, true]));
  });
});
