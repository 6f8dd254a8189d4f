#include <stdio.h>
#include <string.h>
#include "config.h"
#include "quadratic.h"
#include "collatz.h"
#include "root.h"
#include "shift.h"

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = tp_quadratic(y);
        y = tp_collatz(y);
        y = tp_root(y);
        y = tp_shift(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("count=%ld sum=%ld\n", count, total);
    return 0;
}
