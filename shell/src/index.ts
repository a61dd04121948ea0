// The async boundary lets the federation runtime negotiate shared modules before any of them is used.
// (The page's first script decides when this file loads: after a prerendered page has painted.)
void import(/* webpackChunkName: "bootstrap" */ './bootstrap');
