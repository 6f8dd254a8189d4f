#include <stdio.h>
#include <sigmax/sigmax.h>

static const long cases[][2] = {
    { -419L, -10056L },
    { -9L, -216L },
    { 1639L, 39336L },
    { 79L, 1896L },
    { -1011L, -24264L },
};

int main(void)
{
    int bad = 0;
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        long got = sigmax_gain(cases[i][0]);
        if (got != cases[i][1]) {
            printf("sigmax_gain(%ld) = %ld, expected %ld\n", cases[i][0], got, cases[i][1]);
            bad = 1;
        }
    }
    return bad;
}
