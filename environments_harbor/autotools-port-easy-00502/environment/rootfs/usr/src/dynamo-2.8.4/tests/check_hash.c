#include <stdio.h>
#include <dynamo/dynamo.h>

static const long cases[][2] = {
    { -1220L, 57572L },
    { -693L, 58949L },
    { 29351L, 43417L },
    { 418L, 29756L },
    { -815L, 46985L },
};

int main(void)
{
    int bad = 0;
    for (unsigned i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        long got = dynamo_hash(cases[i][0]);
        if (got != cases[i][1]) {
            printf("dynamo_hash(%ld) = %ld, expected %ld\n", cases[i][0], got, cases[i][1]);
            bad = 1;
        }
    }
    return bad;
}
