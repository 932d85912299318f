import { Button } from '@chakra-ui/react';
import { Trans } from '@lingui/react/macro';
import { Link, useLocation } from 'react-router';
import { areaHome } from './area-home';

/** The way out of an error shown inside a layout: the home of the area the current page belongs to. */
export function BackToSafety() {
  const { pathname } = useLocation();
  return (
    <Button asChild variant="outline">
      <Link to={areaHome(pathname)}>
        <Trans>Back to safety</Trans>
      </Link>
    </Button>
  );
}
