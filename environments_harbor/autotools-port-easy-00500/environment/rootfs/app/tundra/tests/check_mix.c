#include <stdio.h>
#include <tundra/tundra.h>

static const long cases[][2] = {
    { 929L, 22072L },
    { -2298L, 41631L },
    { -696L, 43217L },
    { -650L, 43247L },
    { -62094L, 22763L },
};

int main(void)
{
    int bad = 0;
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        long got = tundra_mix(cases[i][0]);
        if (got != cases[i][1]) {
            printf("tundra_mix(%ld) = %ld, expected %ld\n", cases[i][0], got, cases[i][1]);
            bad = 1;
        }
    }
    return bad;
}
