#include <stdio.h>
#include <string.h>
#include "config.h"
#include "mix.h"
#include "nudge.h"
#include "orbit.h"
#include "hash.h"

int main(int argc, char **argv)
{
    (void)argc;
    (void)argv;
    long x, total = 0, count = 0;
    while (scanf("%ld", &x) == 1) {
        long y = x;
        y = op_mix(y);
        y = op_nudge(y);
        y = op_orbit(y);
        y = op_hash(y);
        printf("%ld\n", y);
        total += y;
        count++;
    }
    printf("-- %ld processed, sum %ld --\n", count, total);
    return 0;
}
