#include <stdio.h>
#include <sigmax/sigmax.h>

static const long cases[][2] = {
    { -419L, 1L },
    { -9L, 3L },
    { 1639L, 1L },
    { 79L, 1L },
    { -1011L, 3L },
};

int main(void)
{
    int bad = 0;
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        long got = sigmax_gcd(cases[i][0]);
        if (got != cases[i][1]) {
            printf("sigmax_gcd(%ld) = %ld, expected %ld\n", cases[i][0], got, cases[i][1]);
            bad = 1;
        }
    }
    return bad;
}
