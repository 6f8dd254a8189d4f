#include <stdio.h>
#include <quanta/quanta.h>

static const long cases[][2] = {
    { -1L, -1L },
    { 614L, 614L },
    { 169L, 169L },
    { -7L, -7L },
    { 55638L, 35071L },
};

int main(void)
{
    int bad = 0;
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        long got = quanta_saturate(cases[i][0]);
        if (got != cases[i][1]) {
            printf("quanta_saturate(%ld) = %ld, expected %ld\n", cases[i][0], got, cases[i][1]);
            bad = 1;
        }
    }
    return bad;
}
