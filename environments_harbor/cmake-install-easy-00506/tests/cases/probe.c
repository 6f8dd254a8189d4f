#include <stdio.h>
#include <gritty/gritty.h>

int main(void)
{
    long x;
    printf("version %s\n", gritty_version());
    while (scanf("%ld", &x) == 1) {
        printf("%ld", gritty_apply(x));
        printf(" %ld", gritty_collatz(x));
        printf(" %ld", gritty_offset(x));
        printf(" %ld", gritty_digits(x));
        printf(" %ld", gritty_divide(x));
        printf("\n");
    }
    return 0;
}
