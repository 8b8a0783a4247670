/**
 * Selector for right-to-left styles: a `dir="rtl"` ancestor (or `<html dir="rtl">`), as in `${RTL} &`. Not
 * `:dir(rtl)`: the build lowers `:dir()` for older browsers to a long list of `:lang()` tests, which misses a
 * right-to-left page that sets `dir` without an RTL `lang` and costs about 300 bytes per rule.
 */
export const RTL = '[dir="rtl"]';
