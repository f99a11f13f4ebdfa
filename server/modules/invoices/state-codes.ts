// GST state codes (the first two digits of a GSTIN), printed beside the place of supply. Source: the
// GST portal's state code list (CBIC), after the 2020 merger of Dadra and Nagar Haveli with Daman and
// Diu (26) and Ladakh's own code (38).

const GST_STATE_CODES: Readonly<Record<string, string>> = {
  'jammu and kashmir': '01',
  'himachal pradesh': '02',
  punjab: '03',
  chandigarh: '04',
  uttarakhand: '05',
  haryana: '06',
  delhi: '07',
  rajasthan: '08',
  'uttar pradesh': '09',
  bihar: '10',
  sikkim: '11',
  'arunachal pradesh': '12',
  nagaland: '13',
  manipur: '14',
  mizoram: '15',
  tripura: '16',
  meghalaya: '17',
  assam: '18',
  'west bengal': '19',
  jharkhand: '20',
  odisha: '21',
  chhattisgarh: '22',
  'madhya pradesh': '23',
  gujarat: '24',
  'dadra and nagar haveli and daman and diu': '26',
  maharashtra: '27',
  karnataka: '29',
  goa: '30',
  lakshadweep: '31',
  kerala: '32',
  'tamil nadu': '33',
  puducherry: '34',
  'andaman and nicobar islands': '35',
  telangana: '36',
  'andhra pradesh': '37',
  ladakh: '38',
};

/** "Maharashtra (27)", or the name alone when the state is not in the list. */
export function stateWithCode(state: string): string {
  const code = GST_STATE_CODES[state.trim().replace(/\s+/g, ' ').toLowerCase()];
  return code ? `${state} (${code})` : state;
}
