#include <stdio.h>
#include <string.h>
#include "config.h"
#include "version.h"
#include "collatz.h"
#include "hash.h"
#include "gcdkey.h"
#include "fold.h"
#include "saturate.h"
#include "scale.h"

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("%s %s\n", TOOL_NAME, APP_VERSION);
        return 0;
    }
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = xf_collatz(y);
        y = xf_hash(y);
        y = xf_gcdkey(y);
        y = xf_fold(y);
        y = xf_saturate(y);
        y = xf_scale(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("# %ld values, total %ld\n", count, total);
    return 0;
}
