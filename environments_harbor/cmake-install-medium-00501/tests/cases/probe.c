#include <stdio.h>
#include <gritty/gritty.h>

int main(void)
{
    long x;
    printf("version %s\n", gritty_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", gritty_apply(x));
        printf(" %ld", gritty_mix(x));
        printf(" %ld", gritty_orbit(x));
        printf(" %ld", gritty_hash(x));
        printf(" %ld", gritty_digitsum(x));
        printf(" %ld", gritty_gain(x));
        printf("\n");
    }
    return 0;
}
