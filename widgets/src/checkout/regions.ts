/** Regions a shopper can choose (shop-core §3: GB, LW and NSWL are not selectable). */
export const SELECTABLE_REGIONS: readonly { value: string; label: string }[] = [
  { value: 'ACT', label: 'Australian Capital Territory' },
  { value: 'NSW', label: 'New South Wales' },
  { value: 'NSWT', label: 'New South Wales (NSWT)' },
  { value: 'NT', label: 'Northern Territory' },
  { value: 'QLD', label: 'Queensland' },
  { value: 'SA', label: 'South Australia' },
  { value: 'TAS', label: 'Tasmania' },
  { value: 'VIC', label: 'Victoria' },
  { value: 'WA', label: 'Western Australia' },
  { value: 'OTHER', label: 'Other' },
];
