/** The 'active' filter of the catalogue and the facilities, as the API reads it. */
export const activeOptions = (on: string, off: string) => [
  { value: 'true', label: on },
  { value: 'false', label: off },
];
