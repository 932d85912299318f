import {
  accordionSlotRecipe, actionBarSlotRecipe, alertSlotRecipe, badgeRecipe, breadcrumbSlotRecipe, buttonRecipe, cardSlotRecipe, checkboxSlotRecipe,
  checkmarkRecipe, codeRecipe, collapsibleSlotRecipe, containerRecipe, dataListSlotRecipe, dialogSlotRecipe, drawerSlotRecipe, emptyStateSlotRecipe,
  fieldSlotRecipe, fieldsetSlotRecipe, headingRecipe, hoverCardSlotRecipe, iconRecipe, inputAddonRecipe, inputRecipe, kbdRecipe, linkRecipe,
  listSlotRecipe, markRecipe, menuSlotRecipe, nativeSelectSlotRecipe, numberInputSlotRecipe, popoverSlotRecipe, progressCircleSlotRecipe,
  progressSlotRecipe, radioGroupSlotRecipe, radiomarkRecipe, scrollAreaSlotRecipe, segmentGroupSlotRecipe, selectSlotRecipe, separatorRecipe,
  skeletonRecipe, skipNavLinkRecipe, sliderSlotRecipe, spinnerRecipe, statSlotRecipe, statusSlotRecipe, switchSlotRecipe, tableSlotRecipe,
  tabsSlotRecipe, tagSlotRecipe, textareaRecipe, toastSlotRecipe, tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * The Chakra recipes the portal uses. Chakra's default theme bundles every recipe (about 114 kB
 * minified); listing ours keeps the rest out of the first route. A component whose recipe is not
 * here renders unstyled: src/theme/recipes.test.ts fails when src/ uses one.
 */
export const recipes = {
  badge: badgeRecipe, button: buttonRecipe, code: codeRecipe, container: containerRecipe, heading: headingRecipe, input: inputRecipe,
  inputAddon: inputAddonRecipe, kbd: kbdRecipe, link: linkRecipe, mark: markRecipe, separator: separatorRecipe, skeleton: skeletonRecipe,
  skipNavLink: skipNavLinkRecipe, spinner: spinnerRecipe, textarea: textareaRecipe, icon: iconRecipe, checkmark: checkmarkRecipe, radiomark: radiomarkRecipe,
};

export const slotRecipes = {
  accordion: accordionSlotRecipe, actionBar: actionBarSlotRecipe, alert: alertSlotRecipe, breadcrumb: breadcrumbSlotRecipe, card: cardSlotRecipe,
  checkbox: checkboxSlotRecipe, collapsible: collapsibleSlotRecipe, dataList: dataListSlotRecipe, dialog: dialogSlotRecipe, drawer: drawerSlotRecipe,
  emptyState: emptyStateSlotRecipe, field: fieldSlotRecipe, fieldset: fieldsetSlotRecipe, hoverCard: hoverCardSlotRecipe, list: listSlotRecipe,
  menu: menuSlotRecipe, nativeSelect: nativeSelectSlotRecipe, numberInput: numberInputSlotRecipe, popover: popoverSlotRecipe, progress: progressSlotRecipe,
  progressCircle: progressCircleSlotRecipe, radioGroup: radioGroupSlotRecipe, scrollArea: scrollAreaSlotRecipe, segmentGroup: segmentGroupSlotRecipe,
  select: selectSlotRecipe, slider: sliderSlotRecipe, stat: statSlotRecipe, status: statusSlotRecipe, switch: switchSlotRecipe, table: tableSlotRecipe,
  tabs: tabsSlotRecipe, tag: tagSlotRecipe, toast: toastSlotRecipe, tooltip: tooltipSlotRecipe,
};
