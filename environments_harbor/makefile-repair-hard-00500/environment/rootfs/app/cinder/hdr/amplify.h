#ifndef FX_AMPLIFY_H
#define FX_AMPLIFY_H

/* multiplies the value by AMPLIFY_K. */
long fx_amplify(long x);

#endif
