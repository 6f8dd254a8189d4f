#include <stdio.h>
#include <quanta/quanta.h>

static const long cases[][2] = {
    { -1L, 56628L },
    { 614L, 8365L },
    { 169L, 8802L },
    { -7L, 56626L },
    { 55638L, 64413L },
};

int main(void)
{
    int bad = 0;
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        long got = quanta_scramble(cases[i][0]);
        if (got != cases[i][1]) {
            printf("quanta_scramble(%ld) = %ld, expected %ld\n", cases[i][0], got, cases[i][1]);
            bad = 1;
        }
    }
    return bad;
}
