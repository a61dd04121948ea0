/** The US table of the `zipcodes` package (it ships no types). */
declare module 'zipcodes/lib/codes' {
  export const codes: Record<string, { zip: string; latitude: number | string; longitude: number | string; city: string; state: string }>;
}
