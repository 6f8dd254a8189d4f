#include <stdio.h>
#include <string.h>
#include "config.h"
#include "version.h"
#include "whiten.h"
#include "reverse.h"
#include "radix.h"
#include "bound.h"
#include "poly.h"
#include "downscale.h"

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("%s %s\n", TOOL_NAME, APP_VERSION);
        return 0;
    }
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = fx_whiten(y);
        y = fx_reverse(y);
        y = fx_radix(y);
        y = fx_bound(y);
        y = fx_poly(y);
        y = fx_downscale(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("# %ld values, total %ld\n", count, total);
    return 0;
}
