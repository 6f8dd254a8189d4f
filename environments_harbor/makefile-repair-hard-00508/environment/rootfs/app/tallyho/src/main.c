#include <stdio.h>
#include <string.h>
#include "config.h"
#include "version.h"
#include "crossfoot.h"
#include "collatz.h"
#include "shift.h"
#include "divisor.h"
#include "reverse.h"
#include "radix.h"

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("%s %s\n", TOOL_NAME, APP_VERSION);
        return 0;
    }
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = xf_crossfoot(y);
        y = xf_collatz(y);
        y = xf_shift(y);
        y = xf_divisor(y);
        y = xf_reverse(y);
        y = xf_radix(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("-- %ld processed, sum %ld --\n", count, total);
    return 0;
}
