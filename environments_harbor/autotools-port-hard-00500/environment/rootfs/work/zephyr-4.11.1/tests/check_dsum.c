#include <stdio.h>
#include <zephyr/zephyr.h>

static const long cases[][2] = {
    { 2181L, 12L },
    { -929L, 20L },
    { -51028L, 16L },
    { 0L, 0L },
    { -133L, 7L },
};

int main(void)
{
    int bad = 0;
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        long got = zephyr_dsum(cases[i][0]);
        if (got != cases[i][1]) {
            printf("zephyr_dsum(%ld) = %ld, expected %ld\n", cases[i][0], got, cases[i][1]);
            bad = 1;
        }
    }
    return bad;
}
