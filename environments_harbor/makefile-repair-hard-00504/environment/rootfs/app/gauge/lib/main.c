#include <stdio.h>
#include <string.h>
#include "config.h"
#include "version.h"
#include "orbit.h"
#include "gcd.h"
#include "shift.h"
#include "poly.h"
#include "digits.h"
#include "reduce.h"

int main(int argc, char **argv)
{
    if (argc > 1 && strcmp(argv[1], "--version") == 0) {
        printf("%s %s\n", TOOL_NAME, APP_VERSION);
        return 0;
    }
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = op_orbit(y);
        y = op_gcd(y);
        y = op_shift(y);
        y = op_poly(y);
        y = op_digits(y);
        y = op_reduce(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("count=%ld sum=%ld\n", count, total);
    return 0;
}
