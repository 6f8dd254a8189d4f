#include <stdio.h>
#include <embera/embera.h>

static const long cases[][2] = {
    { 0L, 0L },
    { -488L, -488L },
    { 1828L, 1828L },
    { 1035L, 1035L },
    { -2843L, -1708L },
};

int main(void)
{
    int bad = 0;
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        long got = embera_clamp(cases[i][0]);
        if (got != cases[i][1]) {
            printf("embera_clamp(%ld) = %ld, expected %ld\n", cases[i][0], got, cases[i][1]);
            bad = 1;
        }
    }
    return bad;
}
