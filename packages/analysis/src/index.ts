// The skin-analysis engine (ARCHITECTURE §6, ANALYSIS.md) lands here with its own issue:
// kernels/, metrics/, quality checks, the phantom generator and the worker entry.
export {};
