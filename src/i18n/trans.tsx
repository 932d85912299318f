import { useLingui } from '@lingui/react';
import { TransNoContext, type TransProps } from '@lingui/react/server';

/**
 * What the `<Trans>` macro renders (lingui.config.ts, `runtimeConfigModule`): Lingui's own `Trans`,
 * which is `TransNoContext` given the context. Lingui's sits in the module of `I18nProvider`, which
 * the app's start loads, so its rich-text runtime travelled in the first route; from
 * here it travels with the screens that render it. The first route's texts use `t`.
 */
export function Trans(props: TransProps) {
  return <TransNoContext {...props} lingui={useLingui()} />;
}
