#include <stdio.h>
#include <string.h>
#include "config.h"
#include "version.h"
#include "divisor.h"
#include "split.h"
#include "radix.h"
#include "curve.h"
#include "mirror.h"
#include "offset.h"

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("%s %s\n", TOOL_NAME, APP_VERSION);
        return 0;
    }
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = fx_divisor(y);
        y = fx_split(y);
        y = fx_radix(y);
        y = fx_curve(y);
        y = fx_mirror(y);
        y = fx_offset(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("-- %ld processed, sum %ld --\n", count, total);
    return 0;
}
