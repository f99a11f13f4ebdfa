// Prices are written the same way in both of the page's languages (en-IN and hi-IN both write Latin
// digits with Indian grouping): ₹1,299, ₹1,23,456, ₹649.50 — contract/rupees.ts, which builds no Intl
// formatter on the first render. Counts likewise (1,23,456).
export { countText as formatCount, rupeesText as formatRupees } from '../../contract/rupees.ts';
